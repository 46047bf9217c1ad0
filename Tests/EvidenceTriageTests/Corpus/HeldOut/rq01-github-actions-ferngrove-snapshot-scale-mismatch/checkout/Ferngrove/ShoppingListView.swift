import SwiftUI

struct ShoppingListView: View {
    @ObservedObject var store: ShoppingStore
    @State private var newItem = ""
    @FocusState private var focused: Bool

    var body: some View {
        List {
            ForEach(store.items) { item in
                Text(item.name)
            }
        }
        .toolbar {
            Button { focused = true } label: { Image(systemName: "plus") }
                .accessibilityIdentifier("shopping.add")
        }
        .safeAreaInset(edge: .bottom) {
            TextField("Add item", text: $newItem)
                .accessibilityIdentifier("shopping.newItem")
                .focused($focused)
                .onSubmit { store.add(newItem); newItem = "" }
        }
                .onChange(of: store.items.count) { _ in
            store.persist()
        }
    }
}
