import SwiftUI
import BackgroundTasks

@main
struct PineconeApp: App {
    @Environment(\.scenePhase) private var phase
    @State private var model = ForecastModel.shared

    init() {
        DiagnosticRecorder.shared.start()
    }

    var body: some Scene {
        WindowGroup {
            ForecastView(model: model)
        }
        .onChange(of: phase) { _, newPhase in
            if newPhase == .background {
                RefreshScheduler.scheduleForecastRefresh()
            }
        }
        .backgroundTask(.appRefresh(RefreshScheduler.identifier)) {
            DiagnosticRecorder.shared.launch(RefreshScheduler.identifier, kind: .appRefresh)
            await ForecastModel.shared.refreshFromNetwork()
            RefreshScheduler.scheduleForecastRefresh()
        }
    }
}
