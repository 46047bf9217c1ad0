import SwiftUI

struct OnboardingView: View {
    @ObservedObject var model: OnboardingViewModel

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $model.page) {
                ForEach(model.pages.indices, id: \.self) { index in
                    OnboardingPageView(page: model.pages[index])
                        .accessibilityIdentifier("onboarding.page.\(index)")
                        .tag(index)
                }
            }
            .tabViewStyle(.page)

            VStack(spacing: 12) {
                PrimaryButton(title: "Get started") {
                    model.getStarted()
                }
                PrimaryButton(title: "I already have an account") {
                    model.signIn()
                }
                Button("Skip") { model.skip() }
                    .accessibilityIdentifier("onboarding.skip")
            }
            .padding(.horizontal, 24)
        }
        .padding(.bottom, 32)
    }
}
