/** The SSRF guard's verdict on an address (ip-classifier.ts decides it); a type of the package's public API. */
export interface AddressClass {
  /** True when the address is a public unicast destination. */
  readonly public: boolean;
  /** The ipaddr.js range name that decided it (`unicast` when public), prefixed by the IPv4 inside when unwrapped. */
  readonly range: string;
}
