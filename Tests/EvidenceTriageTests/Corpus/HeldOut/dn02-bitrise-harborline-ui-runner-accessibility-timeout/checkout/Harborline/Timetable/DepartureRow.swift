import SwiftUI

struct DepartureRow: View {
    let departure: Departure
    let index: Int

    var body: some View {
        HStack {
            Text(departure.time, style: .time)
            Spacer()
            Text(departure.pier)
                .accessibilityIdentifier("departure.\(index).pier")   // renamed in #240 (was departure-row-N.platform)
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("departure.\(index)")             // renamed in #240 (was departure-row-N)
    }
}
