import SwiftUI

struct ServerListView: View {
    @ObservedObject var store: ServerStore
    @State private var showingAdd = false

    var body: some View {
        List {
            ForEach(store.servers) { server in
                Text(server.name)
            }
            NavigationLink(destination: AddServerView(store: store), isActive: $showingAdd) {
                Label("Add server", systemImage: "plus")
            }
        }
    }
}
