/// Items and the cursor, committed together in one transaction.
struct ItemStore {}
