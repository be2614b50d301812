/// The heights of elements stacked from top to bottom (a table's headers,
/// rows and footers) and the offset of each, kept as a two-level prefix sum.
///
/// Offsets are stored per chunk of 256 elements: `local[i]` is the offset of
/// element *i* from the top of its chunk and `chunkStart[c]` the offset of
/// chunk *c*. The offset of an element is one addition; a binary search over
/// all offsets is O(log *n*).
///
/// - A structural change (`replaceSubrange`) recomputes offsets from its first
///   changed index only: elements before it keep theirs.
/// - A height change (`setHeight`) recomputes the rest of its chunk and the
///   chunk starts after it from each chunk's total, O(256 + *n* / 256), so
///   measuring rows while scrolling a 100,000-row table never costs O(*n*)
///   per row; the rows measured together (`setHeights`) recompute the chunk
///   starts once.
struct StackedOffsets: Sendable {
    static var chunkShift: Int { 8 }
    static var chunkSize: Int { 1 << chunkShift }

    /// The height of each element.
    private(set) var heights: ContiguousArray<Double> = []
    /// The offset of each element from the top of its chunk.
    private var local: ContiguousArray<Double> = []
    /// The offset of each chunk's first element; one extra entry holds the
    /// total height.
    private var chunkStart: ContiguousArray<Double> = [0]
    /// The sum of each chunk's heights, as `local` ends it (its last
    /// element's offset plus its height): a height change adds these up
    /// from its chunk on, one addition a chunk.
    private var chunkTotal: ContiguousArray<Double> = []

    init() {}

    init<Heights: Collection<Double>>(_ heights: Heights) {
        replaceSubrange(0..<0, with: heights)
    }

    /// The number of elements.
    var count: Int { heights.count }

    /// The sum of all heights.
    var total: Double { chunkStart[chunkStart.count - 1] }

    /// The offset of the element at `index`; `offset(of: count)` is the total.
    ///
    /// - Complexity: O(1).
    func offset(of index: Int) -> Double {
        index == heights.count ? total : chunkStart[index >> Self.chunkShift] + local[index]
    }

    /// The height of the element at `index`.
    func height(at index: Int) -> Double { heights[index] }

    /// The smallest index *j* in `0...count` whose offset is greater than `y`
    /// (or at least `y` when `orEqual`), or `count + 1` when there is none.
    ///
    /// - Complexity: O(log *n*).
    func firstOffsetIndex(after y: Double, orEqual: Bool = false) -> Int {
        var low = 0
        var high = heights.count + 1
        while low < high {
            let middle = (low + high) >> 1
            let value = offset(of: middle)
            if orEqual ? value >= y : value > y {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// The range of elements whose span `[offset, offset + height)` overlaps
    /// `[minY, maxY)`. Zero-height elements inside the span are included; the
    /// caller filters them if it must.
    ///
    /// - Complexity: O(log *n*).
    func indices(overlapping minY: Double, _ maxY: Double) -> Range<Int> {
        guard minY < maxY, !heights.isEmpty else { return 0..<0 }
        // The first element ending after minY: its end, offset(i + 1), is the
        // first offset greater than minY.
        let lower = max(firstOffsetIndex(after: minY) - 1, 0)
        let upper = min(firstOffsetIndex(after: maxY, orEqual: true), heights.count)
        return lower < upper ? lower..<upper : lower..<lower
    }

    /// Changes the height of one element.
    ///
    /// - Complexity: O(256 + *n* / 256).
    mutating func setHeight(_ height: Double, at index: Int) {
        setHeights(CollectionOfOne((index, height)))
    }

    /// Changes the heights of several elements: the offsets in each chunk
    /// changed are recomputed once, from its first change, and the chunk
    /// starts once, after the first chunk changed. Given in ascending order
    /// of index (as a list measures the rows on screen), each chunk is
    /// recomputed once; in any order the outcome is the same.
    ///
    /// - Complexity: O(256 × *c* + *n* / 256 + *k*) for *k* changes in *c*
    ///   chunks (runs of changes in one chunk, when not in order).
    mutating func setHeights(_ changes: some Sequence<(index: Int, height: Double)>) {
        var firstChunk = Int.max
        // The chunk whose offsets are to be recomputed, from which index.
        var pending: (chunk: Int, from: Int)?
        for (index, height) in changes where heights[index] != height {
            heights[index] = height
            let chunk = index >> Self.chunkShift
            firstChunk = min(firstChunk, chunk)
            if let run = pending, run.chunk == chunk {
                pending = (chunk, min(run.from, index))
            } else {
                if let run = pending { recomputeChunk(run.chunk, from: run.from) }
                pending = (chunk, index)
            }
        }
        guard let run = pending else { return }
        recomputeChunk(run.chunk, from: run.from)
        // Each later chunk starts where the one before ends; the entry after
        // the last chunk is the total. At 100,000 rows that is 390 chunks
        // per batch of rows measured, so the loop reads one array and writes
        // one.
        chunkStart.withUnsafeMutableBufferPointer { starts in
            chunkTotal.withUnsafeBufferPointer { totals in
                var start = starts[firstChunk] + totals[firstChunk]
                var next = firstChunk + 1
                while next < totals.count {
                    starts[next] = start
                    start += totals[next]
                    next += 1
                }
                starts[next] = start
            }
        }
        checkInvariants()
    }

    /// Recomputes the offsets of `chunk` from the element at `index` to the
    /// chunk's end, and the chunk's total.
    private mutating func recomputeChunk(_ chunk: Int, from index: Int) {
        let chunkEnd = min((chunk + 1) << Self.chunkShift, heights.count)
        var offset = local[index]
        heights.withUnsafeBufferPointer { heights in
            local.withUnsafeMutableBufferPointer { local in
                for position in index..<chunkEnd {
                    local[position] = offset
                    offset += heights[position]
                }
            }
        }
        chunkTotal[chunk] = offset
    }

    /// Replaces the heights in `range` and recomputes the offsets from
    /// `range.lowerBound` on.
    ///
    /// - Complexity: O(*n* − `range.lowerBound` + *k*), where *k* is the
    ///   number of new heights.
    mutating func replaceSubrange<Heights: Collection<Double>>(_ range: Range<Int>, with newHeights: Heights) {
        heights.replaceSubrange(range, with: newHeights)
        recompute(from: range.lowerBound)
    }

    /// Recomputes `local` and `chunkStart` for every element from `first` on.
    private mutating func recompute(from first: Int) {
        let count = heights.count
        if local.count < count {
            local.append(contentsOf: repeatElement(0, count: count - local.count))
        } else if local.count > count {
            local.removeLast(local.count - count)
        }
        let chunkCount = (count + Self.chunkSize - 1) >> Self.chunkShift
        if chunkStart.count < chunkCount + 1 {
            chunkStart.append(contentsOf: repeatElement(0, count: chunkCount + 1 - chunkStart.count))
        } else if chunkStart.count > chunkCount + 1 {
            chunkStart.removeLast(chunkStart.count - chunkCount - 1)
        }
        if chunkTotal.count < chunkCount {
            chunkTotal.append(contentsOf: repeatElement(0, count: chunkCount - chunkTotal.count))
        } else if chunkTotal.count > chunkCount {
            chunkTotal.removeLast(chunkTotal.count - chunkCount)
        }
        let firstChunk = min(first, count) >> Self.chunkShift
        heights.withUnsafeBufferPointer { heights in
            local.withUnsafeMutableBufferPointer { local in
                var chunk = firstChunk
                var position = chunk << Self.chunkShift
                var start = chunkStart[chunk]
                while position < count {
                    let end = min(position + Self.chunkSize, count)
                    var offset = 0.0
                    for element in position..<end {
                        local[element] = offset
                        offset += heights[element]
                    }
                    start += offset
                    chunkTotal[chunk] = offset
                    chunk += 1
                    chunkStart[chunk] = start
                    position = end
                }
            }
        }
        if count == 0 { chunkStart[0] = 0 }
        checkInvariants()
    }

    /// Checks that the stored offsets agree with the heights. The full check
    /// is O(*n*), so debug builds run it only for up to 4,096 elements; the
    /// large performance tests would otherwise be quadratic.
    func checkInvariants() {
        #if DEBUG
            let chunkCount = (heights.count + Self.chunkSize - 1) >> Self.chunkShift
            precondition(local.count == heights.count, "StackedOffsets: local offsets out of step with heights")
            precondition(chunkStart.count == chunkCount + 1, "StackedOffsets: wrong number of chunks")
            precondition(chunkTotal.count == chunkCount, "StackedOffsets: wrong number of chunk totals")
            guard heights.count <= 4096 else { return }
            var offset = 0.0
            for index in heights.indices {
                precondition(heights[index] >= 0, "StackedOffsets: negative height at \(index)")
                precondition(self.offset(of: index) == offset, "StackedOffsets: wrong offset at \(index)")
                offset += heights[index]
            }
            precondition(total == offset, "StackedOffsets: wrong total")
            for chunk in chunkTotal.indices {
                let end = min((chunk + 1) << Self.chunkShift, heights.count)
                precondition(
                    chunkTotal[chunk] == local[end - 1] + heights[end - 1],
                    "StackedOffsets: wrong total of chunk \(chunk)")
            }
        #endif
    }
}
