import SwiftUI

struct RoomGridView: View {
    @ObservedObject var room: RoomViewModel
    @State private var columns = 2

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columns)) {
                ForEach(room.participants) { p in
                    ParticipantTile(participant: p)
                }
            }
            .accessibilityIdentifier("room.grid")
        }
        .onChange(of: room.participants.count) { count in
            columns = count > 4 ? 3 : 2
        }
    }
}
