// The oracle and the seeded generator live in ListDiffOracle, which the
// benchmark uses too; the tests get them through TestSupport.
@_exported public import ListDiffOracle
