// Test helper: just enough of an SMTP server (RFC 5321, no extensions) to receive messages on an ephemeral port.
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';

export interface SmtpStub {
  port: number;
  /** Every message received: the MAIL and RCPT lines and the data (dot-unstuffed, CRLF kept). */
  received: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

/** Starts the stub; with rejectRecipient every RCPT is refused (550). */
export function startSmtpStub(options: { rejectRecipient?: boolean } = {}): Promise<SmtpStub> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test.local\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipient) socket.write('550 5.1.1 no such user\r\n');
          else {
            current.to.push(line);
            socket.write('250 2.1.5 ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 5.5.1 not implemented\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise<SmtpStub>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
