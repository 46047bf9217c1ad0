import Flutter

/// Method-channel bridge used by lib/live_activity/live_activity_service.dart.
final class LiveActivityBridge {
    static func unavailableError() -> FlutterError {
        FlutterError(code: "live_activity_module_unavailable",
                     message: "Live Activities require iOS 16.2 or later.",
                     details: nil)
    }

    func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {
        #if canImport(MatchdayLiveActivityKit)
        LiveActivityController.shared.handle(call, result: result)
        #else
        // Module not linked into this build (target missing from the scheme/Podfile).
        result(Self.unavailableError())
        #endif
    }
}
