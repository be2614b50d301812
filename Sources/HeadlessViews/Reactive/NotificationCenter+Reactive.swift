import CellModels
import Foundation

// This is the one file of HeadlessList that imports Foundation, for
// NotificationCenter; CellModels stays Foundation-free.

extension NotificationCenter: ReactiveExtended {}

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (from `object`, if given), as an
    /// event source: `center.reactive.notifications(named: .didLogIn) ~> (model, FeedModel.refresh)`.
    ///
    /// Observers run on the main actor: at once for a notification posted
    /// on the main thread, and in a main-actor task for one posted
    /// elsewhere. An observer that ends removes itself from the center.
    ///
    /// - Parameters:
    ///   - name: The name of the notifications.
    ///   - object: The sender to listen to; `nil` for any.
    /// - Returns: The source.
    @MainActor
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> EventSource<Notification> {
        let center = base
        let mainQueue = MainQueueMarker.key
        return EventSource { send in
            let relay = MainActorRelay(send)
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                let box = NotificationBox(notification)
                // The main actor runs on the main queue, which is not always
                // the main thread (Swift Testing on Linux drains it elsewhere).
                if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueue) != nil {
                    MainActor.assumeIsolated { relay.send(box.notification) }
                } else {
                    Task { @MainActor in relay.send(box.notification) }
                }
            }
            // Weak, so that the center's observer and this closure hold no cycle.
            return { [weak center, weak token] in
                if let center, let token { center.removeObserver(token) }
            }
        }
    }
}

/// Carries a main-actor handler into the center's `@Sendable` block; it is
/// only called on the main actor.
private final class MainActorRelay: @unchecked Sendable {
    private let handler: (Notification) -> Void

    init(_ handler: @escaping (Notification) -> Void) {
        self.handler = handler
    }

    @MainActor
    func send(_ notification: Notification) {
        handler(notification)
    }
}

/// Carries a notification to the main actor; it is read there once.
private final class NotificationBox: @unchecked Sendable {
    let notification: Notification

    init(_ notification: Notification) {
        self.notification = notification
    }
}

/// Marks the main queue, so that a notification's block can tell that it
/// runs on the main actor.
private enum MainQueueMarker {
    /// The key, set on the main queue on first use.
    @MainActor
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
