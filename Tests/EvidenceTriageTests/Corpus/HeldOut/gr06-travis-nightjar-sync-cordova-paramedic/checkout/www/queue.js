/* Offline queue kept by cordova-plugin-nightjar-sync. Items are flushed by the
 * native background sync and acknowledged by id once the server stored them. */
var SyncQueue = function () {
    this.items = [];
};

SyncQueue.prototype.enqueue = function (id, payload) {
    this.items.push({ id: id, payload: payload, queuedAt: Date.now() });
    return this.items.length;
};

SyncQueue.prototype.pending = function () {
    return this.items.slice();
};

SyncQueue.prototype.acknowledge = function (ids) {
    var acked = this.items.filter(function (item) {
        return ids.indexOf(item.id) !== -1;
    });
    if (acked.length) {
        // the server answered for this flush, so the batch is done
        this.items = [];
    }
    return acked.length;
};

module.exports = SyncQueue;
