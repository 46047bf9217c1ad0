import SwiftUI

struct TideTableHeader: View {
    var body: some View {
        Text("tide_table.header")          // "Tide times" in Harborlight/Resources/Localizable.xcstrings
            .font(.headline)
            .accessibilityIdentifier("tideTableHeader")
    }
}
