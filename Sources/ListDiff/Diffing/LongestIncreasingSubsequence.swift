/// Marks a longest strictly increasing subsequence of `values[range]`,
/// ignoring negative entries: the elements that can stay where they are while
/// every other one moves.
///
/// `values` lists, in new order, the old positions of the surviving
/// elements (negative for elements that did not survive). The elements left
/// unmarked are exactly the fewest that must move.
///
/// Patience sorting, with a fast path for a value that extends the longest
/// run found so far, which costs O(1): mostly ordered input, the common case
/// of a list refresh, runs in linear time.
///
/// - Parameters:
///   - values: Old positions in new order; negative entries are skipped.
///     Non-negative entries must be distinct.
///   - range: The part of `values` to consider.
///   - isKept: Set to `true` at the positions of the chosen subsequence;
///     other positions in `range` are left as they were.
/// - Complexity: O(*k* log *L*), where *k* is the number of non-negative
///   values in `range` and *L* the length of the subsequence; O(*k*) when
///   the values are mostly in order.
@inlinable
func markLongestIncreasingSubsequence(
    _ values: [Int], in range: Range<Int>, into isKept: inout [Bool]
) {
    // tails[l] is the position of the smallest value that ends an increasing
    // run of length l + 1, and tailValues[l] that value (read in the search
    // without an indirection); predecessor[p - range.lowerBound] links a run
    // back to its previous element.
    var length = 0
    var tails = [Int](repeating: 0, count: range.count)
    var tailValues = [Int](repeating: 0, count: range.count)
    var predecessor = [Int](repeating: -1, count: range.count)
    values.withUnsafeBufferPointer { values in
        tails.withUnsafeMutableBufferPointer { tails in
            tailValues.withUnsafeMutableBufferPointer { tailValues in
                predecessor.withUnsafeMutableBufferPointer { predecessor in
                    for position in range {
                        let value = values[position]
                        if value < 0 { continue }
                        // The first tail whose value is not below `value` takes
                        // its place; past the last tail, the run grows.
                        let slot: Int
                        if length == 0 || tailValues[length - 1] < value {
                            slot = length
                            length += 1
                        } else {
                            // A branchless binary search: `(tail - value) >> 63`
                            // is all ones exactly when tail < value (both are
                            // non-negative positions, so the difference cannot
                            // overflow). On a random permutation of 10,000 a
                            // branch here mispredicts about half the time, and
                            // the search took twice as long.
                            var base = 0
                            var count = length
                            while count > 1 {
                                let half = count >> 1
                                base &+= half & ((tailValues[base &+ half &- 1] &- value) >> 63)
                                count &-= half
                            }
                            slot = base &+ (1 & ((tailValues[base] &- value) >> 63))
                        }
                        predecessor[position - range.lowerBound] = slot > 0 ? tails[slot - 1] : -1
                        tails[slot] = position
                        tailValues[slot] = value
                    }
                }
            }
        }
    }
    var position = length > 0 ? tails[length - 1] : -1
    while position >= 0 {
        isKept[position] = true
        position = predecessor[position - range.lowerBound]
    }
}

/// Marks a longest strictly increasing subsequence of all of `values`; see
/// ``markLongestIncreasingSubsequence(_:in:into:)``.
///
/// - Returns: An array parallel to `values`, `true` where the element stays.
/// - Complexity: O(*k* log *L*), O(*k*) for mostly ordered values.
@inlinable
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var isKept = [Bool](repeating: false, count: values.count)
    markLongestIncreasingSubsequence(values, in: values.indices, into: &isKept)
    return isKept
}

/// Among equally long increasing subsequences, prefers one that keeps
/// changed elements in place, so that fewer elements both move and change.
///
/// An element that moves and changes needs a second batch (UIKit cannot
/// move and reload one element at once). When such an element fits between
/// the neighbours of an adjacent unchanged kept element, in both position and
/// value, the two swap roles: the subsequence keeps its length, the changed
/// element is reloaded in place, and the unchanged one moves instead.
///
/// - Parameters:
///   - values: As for ``markLongestIncreasingSubsequence(_:in:into:)``.
///   - range: The part of `values` to consider.
///   - isKept: The marks to adjust.
///   - isChanged: Whether the element at a position changed content.
/// - Complexity: O(*k*) calls of `isChanged` and steps, for *k* positions.
@inlinable
func preferKeepingChanged(
    _ values: [Int], in range: Range<Int>, _ isKept: inout [Bool], isChanged: (Int) -> Bool
) {
    // Most diffs have no element that both moves and changes: then there is
    // nothing to swap, and no need to list the kept positions.
    guard range.contains(where: { values[$0] >= 0 && !isKept[$0] && isChanged($0) }) else { return }
    var kept: [Int] = []
    for position in range where values[position] >= 0 && isKept[position] { kept.append(position) }
    var cursor = 0  // the number of kept positions before `position`
    for position in range where values[position] >= 0 && !isKept[position] {
        while cursor < kept.count && kept[cursor] < position { cursor += 1 }
        let value = values[position]
        func fits(between low: Int, and high: Int) -> Bool {
            (low < 0 || values[kept[low]] < value) && (high >= kept.count || value < values[kept[high]])
        }
        guard isChanged(position) else { continue }
        if cursor > 0 && fits(between: cursor - 2, and: cursor) && !isChanged(kept[cursor - 1]) {
            isKept[kept[cursor - 1]] = false
            kept[cursor - 1] = position
            isKept[position] = true
        } else if cursor < kept.count && fits(between: cursor - 1, and: cursor + 1) && !isChanged(kept[cursor]) {
            isKept[kept[cursor]] = false
            kept[cursor] = position
            isKept[position] = true
        }
    }
}
