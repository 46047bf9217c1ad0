import SwiftUI

struct EventDetailView: View {
    let event: CampusEvent
    @State private var confirmed = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(event.title).font(.title2)
            Button(confirmed ? "Going" : "RSVP") { confirmed = true }
                .accessibilityIdentifier("event.rsvp")
            if confirmed {
                Text("You're on the list").accessibilityIdentifier("event.rsvp.confirmation")
            }
        }
        .padding()
    }
}
