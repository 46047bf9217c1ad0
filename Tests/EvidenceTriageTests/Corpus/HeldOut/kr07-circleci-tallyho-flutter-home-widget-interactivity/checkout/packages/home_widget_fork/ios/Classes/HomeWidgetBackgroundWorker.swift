import Flutter
import Foundation

/// Runs the Dart interactivity callback for a widget tap in a headless engine.
/// Forked from home_widget 0.8.0.
@available(iOS 17.0, *)
public final class HomeWidgetBackgroundWorker {
    static var engine: HeadlessEngine?
    static var channel: DartChannel?
    static var isSetupCompleted = false
    static var queue: [(URL?, String)] = []

    /// Called from the AppIntent's perform().
    public static func run(url: URL?, appGroup: String) async {
        let event = (url, appGroup)
        if !isSetupCompleted {
            await sendEvent(event)
        } else {
            queue.append(event)
        }
    }

    /// Called when the headless engine reports `HomeWidget.backgroundInitialized`.
    static func backgroundInitialized() async {
        isSetupCompleted = true
        let pending = queue
        queue.removeAll()
        for event in pending {
            await sendEvent(event)
        }
    }

    static func sendEvent(_ event: (URL?, String)) async {
        guard let channel else {
            NSLog("[HomeWidgetBackgroundWorker] no channel yet, dropping %@", event.0?.absoluteString ?? "nil")
            return
        }
        Task {
            await channel.invoke("home_widget.interactivity", arguments: [event.0?.absoluteString as Any])
        }
    }
}

protocol HeadlessEngine: AnyObject {}

protocol DartChannel: AnyObject {
    func invoke(_ method: String, arguments: [Any]) async
}
