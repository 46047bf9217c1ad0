import SwiftUI

/// Keypad with long-press "0" for "+", used by the dial screen.
struct DialPadView: View {
    @Binding var digits: String
    let onCall: (String) -> Void

    private let rows: [[String]] = [["1","2","3"],["4","5","6"],["7","8","9"],["*","0","#"]]

    var body: some View {
        VStack(spacing: 18) {
            TextField("", text: $digits)
                .accessibilityIdentifier("dial-field")
                .font(.system(size: 34, weight: .light, design: .rounded))
                .multilineTextAlignment(.center)
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 24) {
                    ForEach(row, id: \.self) { key in
                        KeyButton(label: key) { digits.append(key) }
                            .onLongPressGesture(minimumDuration: 0.8) {
                                if key == "0" { digits.append("+") }
                            }
                    }
                }
            }
            Button("Call") { onCall(digits) }
                .buttonStyle(.borderedProminent)
                .disabled(digits.isEmpty)



























































                .onChange(of: digits) { newValue in
                    PhoneNumberFormatter.shared.prefetch(newValue)
                }
        }
    }
}
