import ConstraintSolver

/// The centre of the view being laid out, to put on another centre:
/// `$0.center.equal(with: avatar.layout.center)`. Each method makes two
/// constraints (x, then y), each taking a default priority when given none.
@MainActor
public struct CenterAnchorMaker {
    let recorder: ConstraintRecorder

    /// This centre is on `anchor`'s centre.
    public func equal(with anchor: LayoutAnchor<LayoutCenter>, priority: ConstraintPriority? = nil) {
        recorder.record(.centerX, .equal, anchor.item, .centerX, constant: 0, priority: priority)
        recorder.record(.centerY, .equal, anchor.item, .centerY, constant: 0, priority: priority)
    }

    /// This centre is on the parent's centre.
    public func equalWithParent(priority: ConstraintPriority? = nil) {
        guard let parent = recorder.parentItem(safeArea: false, for: .centerX) else { return }
        equal(with: LayoutAnchor(parent, .centerX), priority: priority)
    }

    /// This centre is on the centre of the parent's safe area.
    public func equalWithSafeArea(priority: ConstraintPriority? = nil) {
        guard let parent = recorder.parentItem(safeArea: true, for: .centerX) else { return }
        equal(with: LayoutAnchor(parent, .centerX), priority: priority)
    }
}
