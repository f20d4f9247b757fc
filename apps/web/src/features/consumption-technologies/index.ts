// Nothing of consumption technologies is used by other features: app/ loads its page and name itself.
export {};
