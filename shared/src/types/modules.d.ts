declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  import Swal from 'sweetalert2';
  export default Swal;
}
declare module '*.css';

declare module '*.svg' {
  /** URL of the emitted, content-hashed file. */
  const url: string;
  export default url;
}
