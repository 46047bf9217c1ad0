import SwiftUI

struct BillRow: View {
    let bill: Bill

    var body: some View {
        HStack {
            Text(bill.name)
            Spacer()
            let overdue = bill.isOverdue(now: .now)
            Text(CurrencyFormatter.shared.string(bill.amount))
                .foregroundStyle(bill.isOverdue(now: .now) ? .red : .primary)
        }
    }
}
