import CellModels
import HeadlessViews
import Testing

/// Seed 001's "Basic Usage" screen, written the seed's way: its views, its
/// states, its layout closure and its observers, in its order.
///
/// Where the seed calls UIKit, the headless toolkit's counterpart stands in:
/// `title` for `setTitle(_:for:)`, `imageName` for an image literal,
/// `EdgeInsets(all:)` for `.init(inset:)`, `.low` for `.defaultLow`, a
/// `Double` for the insets of `inSafeArea(_:moreThan:)`, and a change's
/// `newValue` and `oldValue` for `new` and `old`.
@MainActor
final class BasicUsageScreen {
    let controller = HeadlessViewController(size: Size(width: 390, height: 844))
    private var clickCount: Int = 0

    lazy var bottomButton: HeadlessButton = build(HeadlessButton(identifier: "bottomButton")) {
        $0.didClicked { [weak self] _ in
            self?.clickCount += 1
            self?.topLabel.text = "click count: \(self?.clickCount ?? 0)"
        }
        $0.title = "Bottom Button"
    }
    lazy var topLabel: HeadlessLabel = build(HeadlessLabel(identifier: "topLabel")) {
        $0.text = "TOP LABEL"
    }
    lazy var middleLabel: HeadlessLabel = build(HeadlessLabel(identifier: "middleLabel")) {
        $0.text = "MIDDLE LABEL"
    }
    lazy var searchBar: HeadlessSearchBar = build(HeadlessSearchBar(identifier: "searchBar")) {
        $0.placeholder = "placeholder"
    }
    var stack: HeadlessStackView?
    var logo: HeadlessImageView?

    @ViewState var topTitle: String?
    @ViewState var typedText: String?
    @ViewState var middleText: String?

    func viewDidLoad() throws {
        controller.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        try layoutView()
        listen()
    }

    func layoutView() throws {
        try controller.makeLayout { vcLayout in
            vcLayout.put(bottomButton) { buttonLayout in
                buttonLayout.fixToSafeArea(.fullBottom, with: EdgeInsets(all: 18)).height.equal(with: 36)
            }
            vcLayout.put(searchBar) { searchLayout in
                searchLayout.fixToSafeArea(.fullTop)
            }.bind(\.text, with: $typedText)
            vcLayout.put(topLabel) { labelLayout in
                labelLayout.atBottom(of: searchBar, spacing: 18)
            }.bind(\.text, with: $topTitle)
            stack =
                vcLayout.putVerticalStack { stackLayout in
                    stackLayout.center.equalWithParent()
                    stackLayout.top.distance(to: topLabel.layout.bottom, moreThan: 18, priority: .low)
                    stackLayout.bottom.distance(to: bottomButton.layout.top, moreThan: 18, priority: .low)
                    stackLayout.inSafeArea(.horizontal, moreThan: 18)

                    stackLayout.putStacked(middleLabel).bind(\.text, with: $middleText)
                    logo =
                        stackLayout.putStackedImage { logoLayout in
                            logoLayout.size(equalWith: Size(width: 90, height: 90))
                        }.apply {
                            $0.imageName = "anyImage"
                        }.view
                }.apply {
                    $0.alignment = .center
                    $0.distribution = .fill
                    $0.spacing = 9
                }.view
        }
    }

    func listen() {
        $topTitle.observe(observer: self).didSet { viewController, changes in
            viewController.middleLabel.text = "new: \(changes.newValue ?? "null"), old: \(changes.oldValue ?? "null")"
        }
        $typedText.observe(observer: self).didSet { viewController, changes in
            guard changes.trigger.triggeringView != nil else { return }
            viewController.topLabel.text = "typed: \(changes.newValue ?? "null")"
        }
    }
}

@MainActor
@Suite("Seed 001: the Basic Usage screen")
struct SeedBasicUsageTests {
    @Test("Every frame, computed from the constraints, and none ambiguous")
    func frames() throws {
        let screen = BasicUsageScreen()
        try screen.viewDidLoad()
        screen.controller.view.layoutIfNeeded()
        // The screen is 390 × 844; its safe area runs from y = 47 to
        // 844 − 34 = 810, x from 0 to 390.
        //
        // bottomButton: left 0 + 18, right 390 − 18 (width 354); bottom
        // 810 − 18 = 792, height 36, so y = 792 − 36 = 756.
        #expect(screen.bottomButton.frame == Rect(x: 18, y: 756, width: 354, height: 36))
        // searchBar: the safe area's top, left and right; its natural
        // height, 56.
        #expect(screen.searchBar.frame == Rect(x: 0, y: 47, width: 390, height: 56))
        // topLabel: "TOP LABEL" is 9 characters × 8 = 72 wide, 20 tall; 18
        // below the bar, y = 47 + 56 + 18 = 121; centred on the bar,
        // x = 195 − 72 / 2 = 159.
        #expect(screen.topLabel.frame == Rect(x: 159, y: 121, width: 72, height: 20))
        // The stack: "MIDDLE LABEL" (12 × 8 = 96 by 20), 9, the 90 × 90
        // logo: 96 wide (its widest view) and 20 + 9 + 90 = 119 tall;
        // centred on the screen's centre (195, 422): x = 195 − 48 = 147,
        // y = 422 − 119 / 2 = 362.5. Its top is 362.5 − 141 = 221.5 below
        // the label, its bottom 756 − 481.5 = 274.5 above the button: both
        // at least 18; 147 from each side, at least 18.
        let stack = try #require(screen.stack)
        #expect(stack.frame == Rect(x: 147, y: 362.5, width: 96, height: 119))
        // In the stack, each centred on its centre x (48): the label at
        // (0, 0), the logo at x = 48 − 45 = 3, y = 20 + 9 = 29.
        #expect(screen.middleLabel.frame == Rect(x: 0, y: 0, width: 96, height: 20))
        let logo = try #require(screen.logo)
        #expect(logo.frame == Rect(x: 3, y: 29, width: 90, height: 90))
        let views: [HeadlessView] = [
            screen.bottomButton, screen.searchBar, screen.topLabel, stack, screen.middleLabel, logo,
        ]
        #expect(views.filter(\.hasAmbiguousLayout).map(\.identifier) == [])
        #expect(stack.arrangement == StackArrangement(axis: .vertical, spacing: 9, alignment: .center))
        #expect(logo.imageName == "anyImage")
    }

    @Test("bind copies nothing at start: the labels keep their titles, the states stay nil")
    func bindingStart() throws {
        let screen = BasicUsageScreen()
        try screen.viewDidLoad()
        #expect(screen.topLabel.text == "TOP LABEL" && screen.middleLabel.text == "MIDDLE LABEL")
        #expect(screen.searchBar.text == "")
        #expect(screen.topTitle == nil && screen.typedText == nil && screen.middleText == nil)
    }

    @Test("The observers: a title set by code, text typed, a click")
    func observers() throws {
        let screen = BasicUsageScreen()
        try screen.viewDidLoad()
        screen.topTitle = "Hello"
        // The binding shows the title; the didSet observer writes the
        // middle label.
        #expect(screen.topLabel.text == "Hello")
        #expect(screen.middleLabel.text == "new: Hello, old: null")
        screen.middleText = "Middle"
        #expect(screen.middleLabel.text == "Middle")

        // Typing sets typedText from the view: the observer sees the view
        // as the trigger and writes the top label.
        screen.searchBar.simulateTyping("ab")
        #expect(screen.typedText == "ab")
        #expect(screen.topLabel.text == "typed: ab")
        // Set by code, there is no triggering view: the label keeps its text,
        // and the bound bar shows the state.
        screen.typedText = "code"
        #expect(screen.topLabel.text == "typed: ab" && screen.searchBar.text == "code")

        screen.bottomButton.simulateTap()
        screen.bottomButton.simulateTap()
        #expect(screen.topLabel.text == "click count: 2")
    }
}
