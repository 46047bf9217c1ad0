import SwiftUI

struct OnboardingView: View {
    @Environment(AppRouter.self) private var router
    @State private var page = 0

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $page) {
                OnboardingPage.trails.tag(0)
                OnboardingPage.journal.tag(1)
                OnboardingPage.offlineMaps.tag(2)
            }
            .tabViewStyle(.page)
            .accessibilityIdentifier("onboarding.pages")

            // v2 layout (#905): the old Button("Get started") carried
            // .accessibilityIdentifier("onboarding.getStarted"); TrailButton has no identifier parameter.
            TrailButton(style: .primary, title: "Get started") {
                router.finishOnboarding(destination: .journal)
            }

            Button("Skip") { router.finishOnboarding(destination: .signIn) }
                .accessibilityIdentifier("onboarding.skip")
        }
        .padding()
        .onAppear { Log.onboarding.info("presenting OnboardingView (layout: v2, button: TrailButton.primary)") }
    }
}
