var og = window.__og = { bgNotificationConfigured: false };

window.onerror = function (message, source, line) {
    console.error(message + ' (' + source + ':' + line + ')');
};

function startBackgroundRefresh() {
    var BGN = window.plugins.backgroundNotification;
    BGN.configure(function (notification) {
        og.sync.pull().then(function () { BGN.finish(); });
    });
    og.bgNotificationConfigured = true;
}

startBackgroundRefresh();

document.addEventListener('deviceready', function () {
    og.deviceReadyAt = Date.now();
    console.log('deviceready has fired');
    og.sync.start();
}, false);
