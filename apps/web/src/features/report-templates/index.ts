// Nothing of the report templates is used by other features: app/routes.tsx loads its page itself.
export {};
