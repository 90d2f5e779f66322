import './backoffice.css';

// The async boundary lets Module Federation negotiate the shared singletons (React, the router)
// before any of them runs, as in the shell.
void import('./bootstrap');
