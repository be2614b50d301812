/// One direction of an ``IdentifierMatching``: for each position on one side,
/// the position of its partner on the other side, or -1 when it has none.
///
/// Only the middle, between the common prefix and the common suffix, is
/// stored: a prefix position is its own partner, and a suffix position's
/// partner is the same distance from the other side's end. An identical or
/// appended-to list of 100,000 elements then stores nothing, where two full
/// arrays of positions would cost about a millisecond, most of it in page
/// faults.
@usableFromInline
struct PositionMap: RandomAccessCollection {
    /// The partners of the positions in `middleStart..<middleEnd`, in order:
    /// `middle[k]` belongs to position `middleStart + k`.
    @usableFromInline var middle: [Int]
    /// The first middle position: the length of the common prefix.
    @usableFromInline let middleStart: Int
    /// The first suffix position.
    @usableFromInline let middleEnd: Int
    /// What a suffix position adds to find its partner: the other side's
    /// count minus this side's.
    @usableFromInline let suffixShift: Int
    /// The number of positions on this side.
    @usableFromInline let endIndex: Int

    @inlinable
    init(middle: [Int], middleStart: Int, count: Int, suffixShift: Int) {
        self.middle = middle
        self.middleStart = middleStart
        self.middleEnd = middleStart + middle.count
        self.suffixShift = suffixShift
        self.endIndex = count
    }

    @inlinable var startIndex: Int { 0 }

    /// The partner of `position`, or -1.
    @inlinable
    subscript(position: Int) -> Int {
        if position < middleStart { return position }
        if position >= middleEnd { return position + suffixShift }
        return middle[position - middleStart]
    }
}
