import SwiftUI

struct SupportRequestView: View {
    @State private var message = ""
    @State private var sent = false
    var submit: (String) async -> Bool

    var body: some View {
        Form {
            Section("How can we help?") {
                TextEditor(text: $message)
                    .frame(minHeight: 160)
                    .accessibilityIdentifier("support.message")
            }
            Button("Send") { Task { sent = await submit(message) } }
                .disabled(message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                .accessibilityIdentifier("support.send")
        }
        .navigationTitle("Contact support")
        .alert("Thanks, we'll be in touch", isPresented: $sent) {}
    }
}
