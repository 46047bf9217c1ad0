import SwiftUI

struct DepartureBadge: View {
    let delayMinutes: Int
    var body: some View {
        Text("Delayed by \(delayMinutes) min")
            .padding(4).background(Color.orange.opacity(0.25)).clipShape(Capsule())
    }
}
