import TestSupport
import Testing

@testable import HeadlessList

@Suite("Stacked offsets: cumulative heights for a list's layout")
struct StackedOffsetsTests {
    @Test("Offsets are the sums of the heights before, across chunk boundaries")
    func offsets() {
        let heights = (0..<1000).map { Double($0 % 7) }
        let offsets = StackedOffsets(heights)
        var sum = 0.0
        for (index, height) in heights.enumerated() {
            #expect(offsets.offset(of: index) == sum)
            sum += height
        }
        #expect(offsets.total == sum)
        #expect(offsets.offset(of: 1000) == sum)
    }

    @Test("Elements overlapping a span are found by binary search", arguments: [1, 2, 3, 4, 5])
    func overlapping(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let heights = (0..<700).map { _ in Double(Int.random(in: 0...3, using: &generator)) * 10 }
        let offsets = StackedOffsets(heights)
        for _ in 0..<200 {
            let minY = Double(Int.random(in: -20...Int(offsets.total) + 20, using: &generator))
            let maxY = minY + Double(Int.random(in: 1...120, using: &generator))
            let expected = heights.indices.filter { index in
                let top = offsets.offset(of: index)
                return heights[index] > 0 && top < maxY && top + heights[index] > minY
            }
            let found = offsets.indices(overlapping: minY, maxY).filter { heights[$0] > 0 }
            #expect(found == expected, "span \(minY)..<\(maxY)")
        }
    }

    @Test(
        "Changing heights recomputes from the first changed index and agrees with a fresh build", arguments: [7, 8, 9])
    func changes(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var heights = (0..<600).map { _ in Double(Int.random(in: 1...50, using: &generator)) }
        var offsets = StackedOffsets(heights)
        for _ in 0..<100 {
            if generator.chance(0.5) {
                let index = Int.random(in: 0..<heights.count, using: &generator)
                let height = Double(Int.random(in: 0...60, using: &generator))
                heights[index] = height
                offsets.setHeight(height, at: index)
            } else {
                let lower = Int.random(in: 0...heights.count, using: &generator)
                let upper = Int.random(in: lower...min(heights.count, lower + 300), using: &generator)
                let new = (0..<Int.random(in: 0...300, using: &generator)).map { _ in
                    Double(Int.random(in: 0...40, using: &generator))
                }
                heights.replaceSubrange(lower..<upper, with: new)
                offsets.replaceSubrange(lower..<upper, with: new)
            }
            let fresh = StackedOffsets(heights)
            #expect(offsets.count == fresh.count)
            #expect(offsets.total == fresh.total)
            for index in stride(from: 0, to: heights.count, by: 37) {
                #expect(offsets.offset(of: index) == fresh.offset(of: index))
            }
        }
    }

    @Test("Heights changed together, in order or not, give the offsets of a fresh build", arguments: [10, 11, 12])
    func batches(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var heights = (0..<1_300).map { _ in Double(Int.random(in: 1...50, using: &generator)) }
        var offsets = StackedOffsets(heights)
        for _ in 0..<60 {
            // A screen's run of rows, or changes scattered across chunks.
            let start = Int.random(in: 0..<heights.count, using: &generator)
            var indices =
                generator.chance(0.5)
                ? Array(start..<min(start + Int.random(in: 1...20, using: &generator), heights.count))
                : (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                    Int.random(in: 0..<heights.count, using: &generator)
                }
            if generator.chance(0.3) { indices.shuffle(using: &generator) }
            let changes = indices.map { (index: $0, height: Double(Int.random(in: 0...60, using: &generator))) }
            for change in changes { heights[change.index] = change.height }
            offsets.setHeights(changes)
            let fresh = StackedOffsets(heights)
            #expect(offsets.total == fresh.total)
            for index in 0...heights.count where offsets.offset(of: index) != fresh.offset(of: index) {
                Issue.record("offset of \(index) after changing \(indices)")
                return
            }
        }
    }
}
