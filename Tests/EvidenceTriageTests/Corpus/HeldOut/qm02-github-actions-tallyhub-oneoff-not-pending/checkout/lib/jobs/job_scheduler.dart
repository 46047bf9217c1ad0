import 'package:workmanager/workmanager.dart';

const receiptUploadTask = 'app.tallyhub.receipts.upload';

Future<void> enqueueReceiptUpload(String receiptId) {
  // On iOS a one-off task is started right away in the app process.
  return Workmanager().registerOneOffTask(
    receiptUploadTask,
    'receiptUpload',
    inputData: {'receiptID': receiptId},
  );
}

Future<void> cancelAllJobs() => Workmanager().cancelAll();
