import SwiftUI

/// The floating reader bar. The typed quick-note composer was removed in
/// "remove typing from the floating bar; shortcut opens reader" (#2291).
struct FloatingReaderBar: View {
    @Environment(\.openReader) private var openReader

    var body: some View {
        HStack {
            Button("Open reader") { openReader() }
                .keyboardShortcut("r", modifiers: [.command, .shift])
        }
        .padding(8)
    }
}
