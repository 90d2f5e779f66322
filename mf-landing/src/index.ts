// mf-landing is a remote: the shell loads its `./app` through mf-manifest.json. This entry is
// what a browser gets when it opens the remote's own origin directly.
export {};
