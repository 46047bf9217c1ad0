import SwiftUI

struct ThreadRow: View {
    let thread: MailThread

    var body: some View {
        HStack(spacing: 10) {
            Circle()
                .fill(thread.unread ? Color.accentColor : .clear)
                .frame(width: 8, height: 8)
            VStack(alignment: .leading, spacing: 2) {
                Text(thread.sender).font(.headline)
                Text(thread.subject)
                    .font(.subheadline)
                    .foregroundStyle(Color(white: 0.2))   // was .secondary before FM-904
            }
            Spacer()
        }
        .padding(.vertical, 8)
    }
}
