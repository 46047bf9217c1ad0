import SwiftUI

/// The Water tab: today's total and a button that logs one 250 ml glass to Apple Health.
struct WaterLogView: View {
    @StateObject private var model = WaterLogViewModel()

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Text(model.totalText)
                    .font(.largeTitle.monospacedDigit())
                    .accessibilityIdentifier("water-total")
                ProgressView(value: model.progress)
                    .padding(.horizontal)
                if let message = model.errorMessage {
                    Text(message)
                        .foregroundStyle(.secondary)
                }
                Spacer()
            }
            .navigationTitle("Water")
            .toolbar {
                Button("Log a glass") {
                    model.logGlass()
                }
            }
        }
    }
}

@MainActor
final class WaterLogViewModel: ObservableObject {
    @Published private(set) var totalMilliliters = 0.0
    @Published private(set) var errorMessage: String?
    private let authorization = HealthAuthorizationService()
    private let writer = WaterSampleWriter()
    private var hasWriteAccess = false

    var totalText: String { "\(Int(totalMilliliters)) ml today" }
    var progress: Double { min(totalMilliliters / 2_000, 1) }

    private func save(_ milliliters: Double) {
        writer.save(milliliters: milliliters) { [weak self] result in
            Task { @MainActor in
                switch result {
                case .success:
                    self?.totalMilliliters += milliliters
                case .failure(let error):
                    self?.errorMessage = error.localizedDescription
                }
            }
        }
    }

    func logGlass() {
        guard hasWriteAccess else {
            requestAccessThenLog()
            return
        }
        save(250)
    }

    private func requestAccessThenLog() {
        authorization.requestWaterWrite { [weak self] outcome in
            guard case .authorized = outcome else { return }
            self?.hasWriteAccess = true
            self?.save(250)
        }
    }
}
