using System.Collections;
using System.Runtime.InteropServices;
using UnityEngine;
using UnityEngine.Networking;

namespace Harborcraft.CloudSave
{
    /// Lives on the "CloudSaveBridge" GameObject in the Boot scene.
    public class CloudSaveBridge : MonoBehaviour
    {
#if UNITY_IOS && !UNITY_EDITOR
        [DllImport("__Internal")] private static extern void HC_CompleteCloudSaveTask(bool success);
        [DllImport("__Internal")] private static extern double HC_SecondsSinceCloudSaveLaunch();
        [DllImport("__Internal")] private static extern void HC_RecordExecution(bool success);
        [DllImport("__Internal")] private static extern void HC_SetDebugStatus(string status);
#else
        private static void HC_CompleteCloudSaveTask(bool success) { }
        private static double HC_SecondsSinceCloudSaveLaunch() => -1;
        private static void HC_RecordExecution(bool success) { }
        private static void HC_SetDebugStatus(string status) { }
#endif

        // Called by the native BGProcessingTask launch handler via UnitySendMessage.
        public void OnBackgroundUpload(string reason)
        {
            Debug.Log($"[CloudSave] OnBackgroundUpload received ({reason}, {HC_SecondsSinceCloudSaveLaunch():F1} s after the task launched)");
            StartCoroutine(UploadRoutine());
        }

        private IEnumerator UploadRoutine()
        {
            HC_SetDebugStatus("Cloud save: uploading…");
            HC_RecordExecution(true);
            var payload = SaveGame.Current.Serialize();
            using (var request = new UnityWebRequest(CloudSaveConfig.UploadUrl, "PUT"))
            {
                request.uploadHandler = new UploadHandlerRaw(payload);
                request.downloadHandler = new DownloadHandlerBuffer();
                yield return request.SendWebRequest();
                var ok = request.result == UnityWebRequest.Result.Success;
                HC_SetDebugStatus(ok ? "Cloud save: uploaded" : "Cloud save: failed");
                HC_CompleteCloudSaveTask(ok);
            }
        }
    }
}
