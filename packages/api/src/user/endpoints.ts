import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { empty } from '../client/schemas';
import {
  authInfoSchema,
  authRequestSchema,
  bindInfoSchema,
  codeSchema,
  contactSchema,
  editEmailSchema,
  editHeadImgSchema,
  editNewMobileSchema,
  editPasswordSchema,
  editUsernameMobileSchema,
  newEmailSchema,
  newMobileSchema,
  secretInfoSchema,
  sentSchema,
  setPasswordSchema,
  ticketSchema,
  userDetailSchema,
} from './schemas';

const base = '/client/user';
const tags = ['user'];

export const userEndpoints = {
  editContact: defineEndpoint({
    id: 'user.editContact',
    method: 'POST',
    path: `${base}/editContact`,
    request: contactSchema,
    response: empty,
    summary: 'Change the contact person, mobile, e-mail, company and address',
    tags,
  }),
  detail: defineEndpoint({
    id: 'user.detail',
    method: 'GET',
    path: `${base}/detail`,
    response: userDetailSchema,
    summary: 'Account details (basic information page)',
    tags,
  }),
  auth: defineEndpoint({
    id: 'user.auth',
    method: 'POST',
    path: `${base}/auth`,
    request: authRequestSchema,
    response: empty,
    summary: 'Submit real-name verification (personal or enterprise); the state becomes pending',
    tags,
  }),
  getAuth: defineEndpoint({
    id: 'user.getAuth',
    method: 'GET',
    path: `${base}/getAuth`,
    response: authInfoSchema,
    summary: 'Real-name verification state and (masked) details',
    tags,
  }),
  getBindInfo: defineEndpoint({
    id: 'user.getBindInfo',
    method: 'GET',
    path: `${base}/getBindInfo`,
    response: bindInfoSchema,
    summary: 'What is bound to the account: mobile, e-mail, wallet, password',
    tags,
  }),
  editPassword: defineEndpoint({
    id: 'user.editPassword',
    method: 'POST',
    path: `${base}/editPassword`,
    request: editPasswordSchema,
    response: empty,
    summary: 'Change the password (old password required; 6-12 letters and digits, both)',
    tags,
  }),
  setPassword: defineEndpoint({
    id: 'user.setPassword',
    method: 'POST',
    path: `${base}/setPassword`,
    request: setPasswordSchema,
    response: empty,
    summary: 'Set a first password on an account that has none (wallet accounts)',
    tags,
  }),
  sendVerifyMobileSms: defineEndpoint({
    id: 'user.sendVerifyMobileSms',
    method: 'POST',
    path: `${base}/sendVerifyMobileSms`,
    response: sentSchema,
    summary: 'Send a code to the current mobile (first step of changing it)',
    tags,
  }),
  checkVerifyMobileSms: defineEndpoint({
    id: 'user.checkVerifyMobileSms',
    method: 'POST',
    path: `${base}/checkVerifyMobileSms`,
    request: codeSchema,
    response: ticketSchema,
    summary: 'Check the code sent to the current mobile; returns a ticket for the next step',
    tags,
  }),
  editUsernameMobile: defineEndpoint({
    id: 'user.editUsernameMobile',
    method: 'POST',
    path: `${base}/editUsernameMobile`,
    request: editUsernameMobileSchema,
    response: empty,
    summary: 'Change the login name, with a ticket from verifying the mobile or e-mail',
    tags,
  }),
  sendNewMobileSms: defineEndpoint({
    id: 'user.sendNewMobileSms',
    method: 'POST',
    path: `${base}/sendNewMobileSms`,
    request: newMobileSchema,
    response: sentSchema,
    summary: 'Send a code to the new mobile',
    tags,
  }),
  editNewMobile: defineEndpoint({
    id: 'user.editNewMobile',
    method: 'POST',
    path: `${base}/editNewMobile`,
    request: editNewMobileSchema,
    response: empty,
    summary: 'Bind the new mobile (ticket of the old one + code sent to the new one)',
    tags,
  }),
  editEmail: defineEndpoint({
    id: 'user.editEmail',
    method: 'POST',
    path: `${base}/editEmail`,
    request: editEmailSchema,
    response: empty,
    summary: 'Bind or change the e-mail with the code sent to it',
    tags,
  }),
  sendNewEmail: defineEndpoint({
    id: 'user.sendNewEmail',
    method: 'POST',
    path: `${base}/sendNewEmail`,
    request: newEmailSchema,
    response: sentSchema,
    summary: 'Send a code to the new e-mail',
    tags,
  }),
  editHeadImg: defineEndpoint({
    id: 'user.editHeadImg',
    method: 'PUT',
    path: `${base}/editHeadImg`,
    request: editHeadImgSchema,
    response: empty,
    summary: 'Change the avatar',
    tags,
  }),
  sendMyselfEmail: defineEndpoint({
    id: 'user.sendMyselfEmail',
    method: 'POST',
    path: `${base}/sendMyselfEmail`,
    response: sentSchema,
    summary: 'Send a code to the current e-mail (identity check)',
    tags,
  }),
  verifyMyselfEmail: defineEndpoint({
    id: 'user.verifyMyselfEmail',
    method: 'POST',
    path: `${base}/verifyMyselfEmail`,
    request: codeSchema,
    response: ticketSchema,
    summary: 'Check the code sent to the current e-mail; returns a ticket',
    tags,
  }),
  sendSecretInfoEmail: defineEndpoint({
    id: 'user.sendSecretInfoEmail',
    method: 'POST',
    path: `${base}/sendSecretInfoEmail`,
    response: sentSchema,
    summary: 'Send a code to the e-mail to reveal the API credentials',
    tags,
  }),
  getSecretInfo: defineEndpoint({
    id: 'user.getSecretInfo',
    method: 'POST',
    path: `${base}/getSecretInfo`,
    request: codeSchema,
    response: secretInfoSchema,
    summary: 'The API credentials, with the code sent by e-mail',
    tags,
  }),
  sendMyselfMobile: defineEndpoint({
    id: 'user.sendMyselfMobile',
    method: 'POST',
    path: `${base}/sendMyselfMobile`,
    response: sentSchema,
    summary: 'Send a code to the current mobile to reveal the API credentials',
    tags,
  }),
  getSecretInfoMobile: defineEndpoint({
    id: 'user.getSecretInfoMobile',
    method: 'POST',
    path: `${base}/getSecretInfoMobile`,
    request: codeSchema,
    response: secretInfoSchema,
    summary: 'The API credentials, with the code sent by SMS',
    tags,
  }),
} as const;

export const editContact = createEndpointFunction(userEndpoints.editContact);
export const getUserDetail = createEndpointFunction(userEndpoints.detail);
export const submitAuth = createEndpointFunction(userEndpoints.auth);
export const getAuthInfo = createEndpointFunction(userEndpoints.getAuth);
export const getBindInfo = createEndpointFunction(userEndpoints.getBindInfo);
export const editPassword = createEndpointFunction(userEndpoints.editPassword);
export const setPassword = createEndpointFunction(userEndpoints.setPassword);
export const sendVerifyMobileSms = createEndpointFunction(userEndpoints.sendVerifyMobileSms);
export const checkVerifyMobileSms = createEndpointFunction(userEndpoints.checkVerifyMobileSms);
export const editUsernameMobile = createEndpointFunction(userEndpoints.editUsernameMobile);
export const sendNewMobileSms = createEndpointFunction(userEndpoints.sendNewMobileSms);
export const editNewMobile = createEndpointFunction(userEndpoints.editNewMobile);
export const editEmail = createEndpointFunction(userEndpoints.editEmail);
export const sendNewEmail = createEndpointFunction(userEndpoints.sendNewEmail);
export const editHeadImg = createEndpointFunction(userEndpoints.editHeadImg);
export const sendMyselfEmail = createEndpointFunction(userEndpoints.sendMyselfEmail);
export const verifyMyselfEmail = createEndpointFunction(userEndpoints.verifyMyselfEmail);
export const sendSecretInfoEmail = createEndpointFunction(userEndpoints.sendSecretInfoEmail);
export const getSecretInfo = createEndpointFunction(userEndpoints.getSecretInfo);
export const sendMyselfMobile = createEndpointFunction(userEndpoints.sendMyselfMobile);
export const getSecretInfoMobile = createEndpointFunction(userEndpoints.getSecretInfoMobile);
