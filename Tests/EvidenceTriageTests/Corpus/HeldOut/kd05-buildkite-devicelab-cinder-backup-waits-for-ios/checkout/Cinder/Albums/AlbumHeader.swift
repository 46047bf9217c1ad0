import Foundation

struct AlbumHeader {
    let title: String
    let itemCount: Int

    var subtitle: String {
        "\(itemCount) items"
    }
}
