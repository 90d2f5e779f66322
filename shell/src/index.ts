// The async boundary lets Module Federation negotiate shared React before any of it runs.
import('./bootstrap');
