// The oracles and the seeded inputs live in Oracles, which the
// benchmark uses too; the tests get them through TestSupport.
@_exported public import Oracles
