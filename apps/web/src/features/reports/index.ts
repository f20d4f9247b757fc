// Nothing of reports is used by other features: app/ loads its pages, the vessel's reports tab and the
// report name itself.
export {};
