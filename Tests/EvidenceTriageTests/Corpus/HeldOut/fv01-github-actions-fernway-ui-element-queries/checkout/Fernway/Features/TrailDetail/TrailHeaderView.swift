import SwiftUI

struct TrailHeaderView: View {
    let trail: Trail

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            AsyncImage(url: trail.coverURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Color.gray.opacity(0.2)
            }
            .frame(height: 220)
            .clipped()
            .accessibilityLabel(Text("Photo of \(trail.name)"))

            HStack(spacing: 12) {
                // FERN-1190: show who mapped the trail.
                AsyncImage(url: trail.author.avatarURL) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Circle().fill(Color.gray.opacity(0.3))
                }
                .frame(width: 32, height: 32)
                .clipShape(Circle())
                .onTapGesture { showAuthorProfile = true }

                VStack(alignment: .leading) {
                    Text(trail.name).font(.title2.bold())
                    Text("Mapped by \(trail.author.displayName)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(.horizontal)
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("trailDetail.header")
        .sheet(isPresented: $showAuthorProfile) {
            AuthorProfileView(author: trail.author)
        }
    }

    @State private var showAuthorProfile = false
}
