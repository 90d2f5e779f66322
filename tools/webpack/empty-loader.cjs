// The prerender's Node build (ADR 0025) has no use for stylesheets: the browser build extracts them.
module.exports = function emptyLoader() {
  return '';
};
