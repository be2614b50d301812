import HeadlessViews
import Testing

/// The README's constraint layout example, as written there.
@MainActor
@Suite("README example: constraint layout")
struct LayoutReadmeExampleTests {
    @Test("The screen's frames")
    func example() throws {
        let screen = HeadlessViewController(size: Size(width: 390, height: 844))
        screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let avatar = build(HeadlessImageView()) { $0.imageSize = Size(width: 48, height: 48) }
        let name = HeadlessLabel(text: "Ann Lee")
        let bio = build(HeadlessLabel(text: "Writes lists of cells, described as data, all day.")) {
            $0.numberOfLines = 0
        }
        let save = HeadlessButton(title: "Save")

        try screen.makeLayout { layout in
            layout.put(avatar) { $0.fixToSafeArea([.top, .left], with: EdgeInsets(all: 16)) }
            layout.put(name) { name in
                name.top.equal(with: avatar.layout.top)
                name.atRight(of: avatar, spacing: 12)
                name.inSafeArea(.right, moreThan: 16)
            }
            layout.put(bio) { bio in
                bio.atBottom(of: name, spacing: 4)
                bio.left.equal(with: name.layout.left)
                bio.right.distanceToSafeArea(at: 16)
            }
            layout.put(save) { $0.fixToSafeArea(.fullBottom, with: EdgeInsets(all: 16)) }
        }
        screen.view.layoutIfNeeded()
        #expect(avatar.frame == Rect(x: 16, y: 63, width: 48, height: 48))
        #expect(name.frame == Rect(x: 76, y: 63, width: 56, height: 20))
        #expect(bio.frame == Rect(x: 76, y: 87, width: 298, height: 40))
        #expect(save.frame == Rect(x: 16, y: 762, width: 358, height: 32))
        #expect(![avatar, name, bio, save].contains { $0.hasAmbiguousLayout })
    }
}
