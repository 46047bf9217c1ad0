import SwiftUI

struct ContentView: View {
    @EnvironmentObject var health: HealthKitManager
    @AppStorage("onboardingDone") private var onboardingDone = false

    var body: some View {
        Group {
            if onboardingDone {
                TodayView()
            } else {
                OnboardingView { onboardingDone = true }
            }
        }
        .task {
            await health.requestAuthorization(source: "ContentView.task")
        }
    }
}
