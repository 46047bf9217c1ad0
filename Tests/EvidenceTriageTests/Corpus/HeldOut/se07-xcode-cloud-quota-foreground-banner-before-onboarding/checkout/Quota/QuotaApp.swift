import SwiftUI

@main
struct QuotaApp: App {
    @StateObject private var model = UsageModel()

    var body: some Scene {
        WindowGroup {
            if model.hasOnboarded {
                UsageDashboard(model: model)
            } else {
                OnboardingFlow(model: model)
            }
        }
    }
}
