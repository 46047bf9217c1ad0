import ExpoModulesCore
import Foundation

/// Forwards Live Activity button taps to JS. The observer is installed when
/// JS calls `addUserInteractionListener` (ScoreboardScreen mounts it after
/// the bundle has loaded and the roster has been read).
final class InteractionBridge {
    static let shared = InteractionBridge()
    private var token: NSObjectProtocol?
    private(set) var observerCount = 0
    var emit: ((String, [String: Any]) -> Void)?

    func startObserving() {
        guard token == nil else { return }
        token = NotificationCenter.default.addObserver(
            forName: .tallyroomScoreTapped, object: nil, queue: .main
        ) { [weak self] note in
            self?.emit?("onUserInteraction", note.userInfo as? [String: Any] ?? [:])
        }
        observerCount += 1
        TallyLog.bridge.info("addUserInteractionListener registered")
    }

    func stopObserving() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
        observerCount = max(0, observerCount - 1)
    }
}

public class TallyLiveActivityModule: Module {
    public func definition() -> ModuleDefinition {
        Name("TallyLiveActivity")
        Events("onUserInteraction")
        OnStartObserving { InteractionBridge.shared.startObserving() }
        OnStopObserving { InteractionBridge.shared.stopObserving() }
        OnCreate {
            InteractionBridge.shared.emit = { [weak self] name, body in self?.sendEvent(name, body) }
        }
    }
}
