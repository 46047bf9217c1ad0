import SwiftUI

struct ComposerView: View {
    @Binding var text: String
    let send: () -> Void

    var body: some View {
        HStack {
            TextField("Message", text: $text)
                .accessibilityIdentifier("composer-text")
            Button(action: send) { Image(systemName: "paperplane.fill") }
                .accessibilityIdentifier("composer-send")
                // BEA-318 moved the empty-text check into send(); the button is always enabled now.
        }
        .padding(8)
    }
}
