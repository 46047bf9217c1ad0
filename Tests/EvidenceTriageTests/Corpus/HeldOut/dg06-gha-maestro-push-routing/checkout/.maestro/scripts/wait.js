http.get('http://127.0.0.1:8089/wait?seconds=' + SECONDS);
