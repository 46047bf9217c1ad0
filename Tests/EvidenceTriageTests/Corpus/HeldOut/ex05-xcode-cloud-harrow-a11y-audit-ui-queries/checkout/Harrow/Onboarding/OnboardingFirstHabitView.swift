import SwiftUI

struct OnboardingFirstHabitView: View {
    @Binding var habitName: String
    var onContinue: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("What do you want to do every day?")
                .font(.title2.bold())
            TextField("e.g. Morning walk", text: $habitName)
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("onboarding.firstHabit")
            Spacer()
            // #311: keyboard toolbar gets its own Continue so the button is reachable while typing.
            Button("Continue", action: onContinue)
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
                .disabled(habitName.isEmpty)
        }
        .padding()
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Continue", action: onContinue)
                    .disabled(habitName.isEmpty)
            }
        }
    }
}
