import SwiftUI

struct OnboardingView: View {
    @Binding var isPresented: Bool
    @State private var page = 0

    var body: some View {
        VStack {
            TabView(selection: $page) {
                OnboardingPage(title: "Fresh from the coast", image: "boat").tag(0)
                OnboardingPage(title: "Delivered in an hour", image: "van").tag(1)
            }
            .tabViewStyle(.page)
            HStack {
                Button("Skip") { isPresented = false }
                    .accessibilityIdentifier("onboarding.skipButton")
                Spacer()
                Button(page == 1 ? "Start shopping" : "Next") {
                    if page == 1 { isPresented = false } else { withAnimation { page += 1 } }
                }
                .accessibilityIdentifier("onboarding.next")
            }
            .padding()
        }
    }
}
