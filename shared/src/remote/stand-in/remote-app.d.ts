// The remote's exposed `./app`, which the stand-in build maps this name to (tools/webpack.base.cjs).
declare module '@remote-app' {
  export function bootstrap(props: object): Promise<unknown>;
  export function mount(props: object): Promise<unknown>;
  export function unmount(props: object): Promise<unknown>;
  export function update(props: object): Promise<unknown>;
}
